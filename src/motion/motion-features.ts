import { domAnimation } from "motion/react";

// Loaded after hydration by LazyMotion: the smallest feature set that animates opacity and transforms.
export default domAnimation;
