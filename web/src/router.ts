import { createRouter, createWebHashHistory } from 'vue-router'
import ModelView from './views/ModelView.vue'
import HomeView from './views/HomeView.vue'

// Hash routes (#/models/cores), as mDIS's front end had: the service serves one page at /app/.
export const router = createRouter({
  history: createWebHashHistory(),
  routes: [
    { path: '/', component: HomeView },
    { path: '/models/:model', component: ModelView, props: true }
  ]
})
