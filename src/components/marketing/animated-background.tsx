import { Island } from "@/page-runtime/island";
import { ParticleCanvas } from "./particle-canvas";

/** The animated gradient (pure CSS) and the particle network, fixed behind every marketing page. */
export function AnimatedBackground() {
  return (
    <>
      <div className="site-gradient" aria-hidden="true" />
      <Island name="particles" component={ParticleCanvas} props={{}} />
    </>
  );
}
