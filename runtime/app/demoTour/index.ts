/** The demo-site tour (product.md#states-and-transitions "Demo tour"): hooks for the buttons that start and end it. */
export { useStartDemoTour, useEndDemoTour, DEMO_TOUR_ERROR_KEY } from './useDemoTour';
