import '@mdi/font/css/materialdesignicons.css'
import 'vuetify/styles'
import { createApp } from 'vue'
import { createVuetify } from 'vuetify'
import App from './App.vue'
import { router } from './router'

createApp(App)
  .use(createVuetify({ theme: { defaultTheme: 'light' } }))
  .use(router)
  .mount('#app')
