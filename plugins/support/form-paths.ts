// The data API's record actions answer under mDIS's two paths: /api/v1/form?name= and /api/v1/global?name= (its
// GlobalController keyed them by data model; here both take the model).
export const FORM_PATHS = ['/api/v1/form', '/api/v1/global'] as const
