// (Vuetify's styles but its colour palette's classes, bg-red-lighten-2 and the like: the app colours by its theme only)
import 'vuetify/styles/core'
import 'vuetify/styles/utilities'
import { createApp } from 'vue'
import { createVuetify } from 'vuetify'
import App from './App.vue'
import { icons } from './icons'
import { router } from './router'

// Vuetify's light theme with text that reads (WCAG AA, 4.5:1): its info, success and warning colours are too light
// for text on a tonal banner or on white (2.1–3.1:1), and a field's label at 60% on a filled field's grey is 4.0:1.
createApp(App)
  .use(createVuetify({
    icons,
    theme: {
      defaultTheme: 'light',
      themes: {
        light: {
          colors: { info: '#1565C0', success: '#1B5E20', warning: '#A84300' },
          variables: { 'medium-emphasis-opacity': 0.7 }
        }
      }
    }
  }))
  .use(router)
  .mount('#app')
