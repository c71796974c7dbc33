/** Placeholder until issue 13's surface lands here (runtime/app/signedIn/guides/GuideLayer.tsx). */
export default function NotificationCenter() {
  return null;
}
