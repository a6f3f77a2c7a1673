// Written by scripts/locales.mjs from theme/locales/he.json: edit that, then `npm run locales`.
import type { GiftCardStrings } from '../strings.js';

/** Hebrew (he): a gift card's recipient form. */
export const strings: GiftCardStrings = {
  recipientCheckbox: "אני רוצה לשלוח את זה כמתנה",
  recipientExpanded: "טופס נמען כרטיס המתנה הורחב",
  recipientCollapsed: "טופס נמען כרטיס המתנה כווץ",
  recipientEmailLabel: "האימייל של הנמען",
  recipientEmailLabelOptional: "האימייל של הנמען (אופציונלי)",
  recipientEmail: "אימייל",
  recipientNameLabel: "שם הנמען (אופציונלי)",
  recipientName: "שם",
  recipientMessageLabel: "הודעה (אופציונלי)",
  recipientMessage: "הודעה",
  recipientMaxCharacters: "עד {count} תווים",
  recipientSendOnLabel: "תאריך שליחה (אופציונלי)",
  recipientSendOn: "YYYY-MM-DD",
  recipientEmailInvalid: "יש להזין כתובת אימייל תקינה.",
  recipientSendOnPast: "יש לבחור את התאריך של היום או תאריך מאוחר יותר.",
};
