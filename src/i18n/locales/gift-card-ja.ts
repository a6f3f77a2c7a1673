// Written by scripts/locales.mjs from theme/locales/ja.json: edit that, then `npm run locales`.
import type { GiftCardStrings } from '../strings.js';

/** Japanese (ja): a gift card's recipient form. */
export const strings: GiftCardStrings = {
  recipientCheckbox: "ギフトとしてこれを送る",
  recipientExpanded: "ギフトカードカードの受取人フォームを展開しました",
  recipientCollapsed: "ギフトカードカードの受取人フォームを折りたたみました",
  recipientEmailLabel: "受信者のメール",
  recipientEmailLabelOptional: "受信者のメール (任意）",
  recipientEmail: "メール",
  recipientNameLabel: "受信者の名前 (任意）",
  recipientName: "名前",
  recipientMessageLabel: "メッセージ (任意)",
  recipientMessage: "メッセージ",
  recipientMaxCharacters: "最大{count}文字",
  recipientSendOnLabel: "送信日 (任意)",
  recipientSendOn: "YYYY-MM-DD",
  recipientEmailInvalid: "有効なメールアドレスを入力してください。",
  recipientSendOnPast: "今日以降の日付を選択してください。",
};
