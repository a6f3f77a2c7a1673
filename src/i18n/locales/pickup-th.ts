// Written by scripts/locales.mjs from theme/locales/th.json: edit that, then `npm run locales`.
import type { PickupStrings } from '../strings.js';

/** Thai (th): the pickup availability. */
export const strings: PickupStrings = {
  pickupAvailableAt: "รับสินค้าด้วยตนเองได้ที่ {location}",
  pickupUnavailableAt: "การรับสินค้าด้วยตนเองที่ {location} ยังไม่พร้อมให้บริการในขณะนี้",
  pickupAvailable: "การรับสินค้าด้วยตนเองพร้อมให้บริการ",
  pickupCheckOtherStores: "ตรวจสอบความพร้อมที่ร้านค้าอื่นๆ",
  pickupViewStoreInfo: "ดูข้อมูลร้านค้า",
  pickupClose: "ปิด",
};
