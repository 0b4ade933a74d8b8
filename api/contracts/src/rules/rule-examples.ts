// Values the shop's forms must accept and refuse, with the message each refusal gives. Read by the
// rules' own tests and by the API's end-to-end tests, so a rule that drifts between the browser
// and the server fails one of them.
import type { ContactValues, ShippingAddressValues, StoryValues } from './form-rules';
import { RULE_MESSAGES } from './form-rules';
import { PRODUCT_MESSAGES, type ProductValues } from './product-rules';

export interface RefusedExample<T> {
  field: keyof T & string;
  value: unknown;
  message: string;
}

export const VALID_SHIPPING_ADDRESS: ShippingAddressValues = {
  email: 'maya@example.com',
  firstName: 'Maya',
  lastName: "O'Neil-Park",
  address: '12 Rose Lane, Apt. 4B',
  city: 'Portland',
  state: 'OR',
  zipCode: '97201',
  phone: '',
};

export const REFUSED_SHIPPING_ADDRESSES: RefusedExample<ShippingAddressValues>[] = [
  { field: 'email', value: 'a@b..com', message: RULE_MESSAGES.email },
  { field: 'email', value: 'maya@example', message: RULE_MESSAGES.email },
  { field: 'firstName', value: 'M', message: RULE_MESSAGES.firstName },
  {
    field: 'firstName',
    value: 'Maya\nVisit https://spam.example',
    message: RULE_MESSAGES.singleLine,
  },
  { field: 'firstName', value: 'https://spam.example', message: RULE_MESSAGES.nameLetters },
  { field: 'lastName', value: 'Park\u202Egnp.exe', message: RULE_MESSAGES.singleLine },
  { field: 'address', value: '12 Rose\r\nBcc: x@y.com', message: RULE_MESSAGES.addressCharacters },
  { field: 'address', value: '12', message: RULE_MESSAGES.address },
  { field: 'city', value: 'Portland\u0085', message: RULE_MESSAGES.cityLetters },
  { field: 'state', value: 'DC', message: RULE_MESSAGES.state },
  { field: 'zipCode', value: '9720', message: RULE_MESSAGES.zipCode },
  { field: 'phone', value: '12', message: RULE_MESSAGES.phone },
];

export const VALID_CONTACT: ContactValues = {
  firstName: 'Maya',
  lastName: 'Lindqvist',
  email: 'maya@example.com',
  subject: 'order',
  message: 'Hello,\n\nwhere is my order?',
};

export const REFUSED_CONTACTS: RefusedExample<ContactValues>[] = [
  { field: 'firstName', value: '', message: RULE_MESSAGES.contactFirstName },
  {
    field: 'firstName',
    value: 'Win a prize at www.spam.example',
    message: RULE_MESSAGES.nameLetters,
  },
  { field: 'lastName', value: 'Lind\nqvist', message: RULE_MESSAGES.singleLine },
  { field: 'email', value: 'a@b..com', message: RULE_MESSAGES.email },
  { field: 'subject', value: '', message: RULE_MESSAGES.subject },
  { field: 'message', value: '   ', message: RULE_MESSAGES.message },
  { field: 'message', value: 'Hi\u009B31m there', message: RULE_MESSAGES.plainText },
];

const ZALGO = `H${'\u0336\u0337\u0338'.repeat(40)}ello`;

export const VALID_STORY: StoryValues = {
  name: 'Sarah M.',
  story: 'Ngày hôm nay tôi đã khóc, and it helped.\nשלום',
  category: 'growth',
  emotionBefore: 'Lost',
  emotionAfter: 'Hopeful',
  isAnonymous: false,
};

export const REFUSED_STORIES: RefusedExample<StoryValues>[] = [
  { field: 'name', value: '', message: RULE_MESSAGES.requiredFields },
  { field: 'name', value: 'Sarah\u202E', message: RULE_MESSAGES.singleLine },
  { field: 'story', value: ZALGO, message: RULE_MESSAGES.plainText },
  { field: 'story', value: 'A story\u2066 that redraws', message: RULE_MESSAGES.plainText },
  { field: 'story', value: 'C1 \u0090 control', message: RULE_MESSAGES.plainText },
  { field: 'category', value: '', message: RULE_MESSAGES.requiredFields },
  { field: 'emotionBefore', value: 'sad\nsadder', message: RULE_MESSAGES.singleLine },
];

export const VALID_PRODUCT: ProductValues = {
  name: 'Gentle Morning Journal',
  description: 'A lined journal for five quiet minutes every morning.\nWith a ribbon.',
  price: '18.50',
  kind: 'journal',
  collection: 'inner-beauty',
  inStock: true,
};

export const REFUSED_PRODUCTS: RefusedExample<ProductValues>[] = [
  { field: 'name', value: 'M', message: PRODUCT_MESSAGES.nameShort },
  { field: 'name', value: ' ', message: PRODUCT_MESSAGES.nameShort },
  { field: 'name', value: 'x'.repeat(201), message: PRODUCT_MESSAGES.nameLong },
  { field: 'name', value: 'Gentle\nJournal', message: RULE_MESSAGES.singleLine },
  { field: 'name', value: 'Journal\u202Elatot', message: RULE_MESSAGES.singleLine },
  { field: 'name', value: 42, message: PRODUCT_MESSAGES.nameText },
  { field: 'description', value: 'short', message: PRODUCT_MESSAGES.descriptionShort },
  { field: 'description', value: 'x'.repeat(5001), message: PRODUCT_MESSAGES.descriptionLong },
  { field: 'description', value: ZALGO, message: RULE_MESSAGES.plainText },
  { field: 'price', value: '0', message: PRODUCT_MESSAGES.price },
  { field: 'price', value: '0.00', message: PRODUCT_MESSAGES.price },
  { field: 'price', value: '100000', message: PRODUCT_MESSAGES.price },
  { field: 'price', value: '12.345', message: PRODUCT_MESSAGES.price },
  { field: 'price', value: -5, message: PRODUCT_MESSAGES.price },
  { field: 'kind', value: '', message: PRODUCT_MESSAGES.chooseKind },
  { field: 'kind', value: 'apparel', message: PRODUCT_MESSAGES.kind },
  { field: 'collection', value: '', message: PRODUCT_MESSAGES.chooseCollection },
  { field: 'collection', value: 'winter', message: PRODUCT_MESSAGES.collection },
  { field: 'inStock', value: 'yes', message: PRODUCT_MESSAGES.inStock },
];
