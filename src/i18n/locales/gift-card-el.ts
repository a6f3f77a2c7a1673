// Written by scripts/locales.mjs from theme/locales/el.json: edit that, then `npm run locales`.
import type { GiftCardStrings } from '../strings.js';

/** Greek (el): a gift card's recipient form. */
export const strings: GiftCardStrings = {
  recipientCheckbox: "Θέλω να το στείλω ως δώρο",
  recipientExpanded: "Η φόρμα παραλήπτη δωροκάρτας αναπτύχθηκε",
  recipientCollapsed: "Η φόρμα παραλήπτη δωροκάρτας συμπτύχθηκε",
  recipientEmailLabel: "Email παραλήπτη",
  recipientEmailLabelOptional: "Email παραλήπτη (προαιρετικά)",
  recipientEmail: "Email",
  recipientNameLabel: "Όνομα παραλήπτη (προαιρετικά)",
  recipientName: "Όνομα",
  recipientMessageLabel: "Μήνυμα (προαιρετικά)",
  recipientMessage: "Μήνυμα",
  recipientMaxCharacters: "Έως {count} χαρακτήρες",
  recipientSendOnLabel: "Ημερομηνία αποστολής (προαιρετικά)",
  recipientSendOn: "ΕΕΕΕ-ΜΜ-ΗΗ",
  recipientEmailInvalid: "Εισαγάγετε μια έγκυρη διεύθυνση email.",
  recipientSendOnPast: "Επιλέξτε τη σημερινή ή μια μεταγενέστερη ημερομηνία.",
};
