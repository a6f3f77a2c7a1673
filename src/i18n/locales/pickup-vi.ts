// Written by scripts/locales.mjs from theme/locales/vi.json: edit that, then `npm run locales`.
import type { PickupStrings } from '../strings.js';

/** Vietnamese (vi): the pickup availability. */
export const strings: PickupStrings = {
  pickupAvailableAt: "Có thể nhận hàng tại {location}",
  pickupUnavailableAt: "Hiện chưa thể nhận hàng tại {location}",
  pickupAvailable: "Có thể nhận hàng tại cửa hàng",
  pickupCheckOtherStores: "Kiểm tra tình trạng còn hàng tại các cửa hàng khác",
  pickupViewStoreInfo: "Xem thông tin cửa hàng",
  pickupClose: "Đóng",
};
