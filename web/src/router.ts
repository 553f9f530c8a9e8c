import { createRouter, createWebHashHistory } from 'vue-router'
import ModelView from './views/ModelView.vue'

// Hash routes (#/models/cores), as mDIS's front end had: the service serves one page at /app/, the dashboard its start.
// A model's page comes with the app; the other pages load when first opened (their code stays out of the first
// page's download: a link to a model does not wait for the dashboard's).
export const router = createRouter({
  history: createWebHashHistory(),
  routes: [
    { path: '/', component: async () => await import('./views/DashboardView.vue') },
    { path: '/models/:model', component: ModelView, props: true },
    { path: '/models/:model/deleted', component: async () => await import('./views/DeletedView.vue'), props: true },
    { path: '/changes', component: async () => await import('./views/ChangesView.vue') },
    { path: '/files', component: async () => await import('./views/UploadsView.vue') },
    { path: '/templates', component: async () => await import('./views/TemplatesView.vue') },
    { path: '/templates/models/new', component: async () => await import('./views/ModelEditorView.vue') },
    { path: '/templates/models/:name', component: async () => await import('./views/ModelEditorView.vue'), props: true },
    { path: '/templates/forms/:name', component: async () => await import('./views/FormDesignerView.vue'), props: true },
    { path: '/users', component: async () => await import('./views/UsersView.vue') },
    { path: '/lists', component: async () => await import('./views/ValueListsView.vue') },
    { path: '/account', component: async () => await import('./views/AccountView.vue') }
  ]
})
