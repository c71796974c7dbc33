/**
 * The external links of the getting-started guide (product.md#calls "External links: a video, a learning
 * course, a sales routing link"). The product rules give no addresses and the manifests name none (the
 * app manifest's constants schema has no links group yet): ours, in one place.
 */
/** The welcome video (the Welcome step, manifest action play-welcome-video). */
export const WELCOME_VIDEO_URL = 'https://lodestar.dev/videos/welcome';
/** The sales routing link (the Sales step, manifest action contact-sales). */
export const SALES_ROUTING_URL = 'https://lodestar.dev/contact-sales';
