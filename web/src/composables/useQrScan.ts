import jsQR from 'jsqr'
import { onBeforeUnmount, ref, type Ref } from 'vue'

// QR codes read by the device's camera (a frame every SCAN_MS, decoded on a canvas by jsQR) or from a picture of one
// (a photo where the camera is not allowed). The camera is released as soon as a code is read, the scan is stopped
// or the component goes.

const SCAN_MS = 200

export interface QrScan {
  /** the camera is on */
  scanning: Ref<boolean>
  /** Starts the camera into `video`; every code read is handed to `found` (the camera then stops). A problem's message, or null. */
  start: (video: HTMLVideoElement, found: (text: string) => void) => Promise<string | null>
  stop: () => void
  /** The code in a picture, or null when it holds none. */
  fromImage: (file: Blob) => Promise<string | null>
}

/** The code in the pixels of `source` (a video frame or a picture), or null. */
function decode (source: CanvasImageSource, width: number, height: number): string | null {
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d', { willReadFrequently: true })!
  context.drawImage(source, 0, 0, width, height)
  return jsQR(context.getImageData(0, 0, width, height).data, width, height)?.data ?? null
}

export function useQrScan (): QrScan {
  const scanning = ref(false)
  let stream: MediaStream | null = null
  let timer: ReturnType<typeof setInterval> | undefined

  function stop (): void {
    clearInterval(timer)
    stream?.getTracks().forEach(track => { track.stop() })
    stream = null
    scanning.value = false
  }

  async function start (video: HTMLVideoElement, found: (text: string) => void): Promise<string | null> {
    stop()
    try {
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false })
    } catch (error) {
      return `The camera could not be used (${error instanceof Error ? error.message : String(error)}): type the IGSN or read it from a picture.`
    }
    video.srcObject = stream
    await video.play()
    scanning.value = true
    timer = setInterval(() => {
      if (video.videoWidth === 0) return
      const text = decode(video, video.videoWidth, video.videoHeight)
      if (text === null) return
      stop()
      found(text)
    }, SCAN_MS)
    return null
  }

  async function fromImage (file: Blob): Promise<string | null> {
    const picture = await createImageBitmap(file)
    try {
      return decode(picture, picture.width, picture.height)
    } finally {
      picture.close()
    }
  }

  onBeforeUnmount(stop)
  return { scanning, start, stop, fromImage }
}
