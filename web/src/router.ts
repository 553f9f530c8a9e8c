import { createRouter, createWebHashHistory } from 'vue-router'
import ModelView from './views/ModelView.vue'
import HomeView from './views/HomeView.vue'
import TemplatesView from './views/TemplatesView.vue'
import UploadsView from './views/UploadsView.vue'
import UsersView from './views/UsersView.vue'
import DeletedView from './views/DeletedView.vue'
import ChangesView from './views/ChangesView.vue'

// Hash routes (#/models/cores), as mDIS's front end had: the service serves one page at /app/.
export const router = createRouter({
  history: createWebHashHistory(),
  routes: [
    { path: '/', component: HomeView },
    { path: '/models/:model', component: ModelView, props: true },
    { path: '/models/:model/deleted', component: DeletedView, props: true },
    { path: '/changes', component: ChangesView },
    { path: '/files', component: UploadsView },
    { path: '/templates', component: TemplatesView },
    { path: '/users', component: UsersView }
  ]
})
