// Draws the particle network on an OffscreenCanvas off the main thread: the page's thread only
// says when to draw a frame (src/components/marketing/particle-canvas.tsx), so the animation
// never competes with input handling or hydration.
import {
  createParticleNetwork,
  type ParticleMessage,
  type ParticleNetwork,
} from "./particle-network";

let network: ParticleNetwork | undefined;

self.onmessage = (event: MessageEvent<ParticleMessage>) => {
  const message = event.data;
  if (message.type === "init") {
    const context = message.canvas.getContext("2d");
    if (!context) return;
    network = createParticleNetwork(message.canvas, context);
    network.resize(message.width, message.height);
  } else if (message.type === "resize") {
    network?.resize(message.width, message.height);
  } else {
    network?.frame(message.color);
  }
};
