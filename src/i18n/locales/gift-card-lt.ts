// Written by scripts/locales.mjs from theme/locales/lt.json: edit that, then `npm run locales`.
import type { GiftCardStrings } from '../strings.js';

/** Lithuanian (lt): a gift card's recipient form. */
export const strings: GiftCardStrings = {
  recipientCheckbox: "Noriu siųsti kaip dovaną",
  recipientExpanded: "Išskleista dovanų kortelės gavėjo forma",
  recipientCollapsed: "Suskleista dovanų kortelės gavėjo forma",
  recipientEmailLabel: "Gavėjo el. pašto adresas",
  recipientEmailLabelOptional: "Gavėjo el. pašto adresas (pasirinktinai)",
  recipientEmail: "El. pašto adresas",
  recipientNameLabel: "Gavėjo vardas (pasirinktinai)",
  recipientName: "Vardas",
  recipientMessageLabel: "Žinutė (pasirinktinai)",
  recipientMessage: "Žinutė",
  recipientMaxCharacters: "Daugiausia {count} simbolių",
  recipientSendOnLabel: "Išsiuntimo data (pasirinktinai)",
  recipientSendOn: "MMMM-MM-DD",
  recipientEmailInvalid: "Įveskite galiojantį el. pašto adresą.",
  recipientSendOnPast: "Pasirinkite šiandienos arba vėlesnę datą.",
};
