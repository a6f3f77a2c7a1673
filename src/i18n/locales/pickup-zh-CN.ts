// Written by scripts/locales.mjs from theme/locales/zh-CN.json: edit that, then `npm run locales`.
import type { PickupStrings } from '../strings.js';

/** Chinese (China) (zh-CN): the pickup availability. */
export const strings: PickupStrings = {
  pickupAvailableAt: "{location} 提供取货服务",
  pickupUnavailableAt: "{location} 目前不提供取货服务",
  pickupAvailable: "提供取货服务",
  pickupCheckOtherStores: "查看在其他商店的可用情况",
  pickupViewStoreInfo: "查看商店信息",
  pickupClose: "关闭",
};
