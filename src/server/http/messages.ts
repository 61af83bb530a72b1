// Messages of the API's failures, per platform language (the Language header). The app shows the envelope's
// message as is, so these are player-facing. EN is complete; other languages fall back to EN per key.

type Catalog = Record<string, string>;

const EN: Catalog = {
  'function.not.available': 'Function not available',
  'host.unclaimed': 'This site is not served on this address',
  request_body_required: 'Request body required',
  'encryption.key_expired': 'The encryption key has expired, please try again',
  'encryption.replay': 'This request was already received',
  'request.throttled': 'Too many requests, please try again in a moment',
  'login.not_session': 'The user is not logged in',
  'login.bad_credentials': 'Incorrect username or password',
  'login.captcha_required': 'Please enter the captcha',
  'login.captcha_invalid': 'Captcha is incorrect',
  'login.locked': 'Too many failed logins. You can log in again at {time} (in {minutes} min).',
  'login.second_factor_required': 'Please complete verification first',
  'login.second_factor_invalid': 'Please enter a valid verification code',
  'login.second_factor_expired': 'Code expired, please send again',
  'login.not_member': 'Non-member account unable to login',
  'login.not_agent': 'Non-agents cannot log in',
  'sms.unknown_mobile': 'This mobile number is not registered',
  'sms.invalid_phone': 'Please enter a valid mobile number',
  'sms.countdown': 'Please wait {seconds} s before requesting a new code',
  'sms.too_many_requests': 'Too many requests, try again after 5 minutes',
  'verification.invalid': 'Please enter a valid verification code',
  'verification.expired': 'Code expired, please send again',
  'register.username_taken': 'This username is already taken',
  'register.mobile_taken': 'This mobile number is already registered',
  'register.password_mismatch': 'Confirmation password is not correct.',
  'register.terms_required': 'Please agree to the terms and confirm you are {age} or older',
  'affiliate.invalid': 'Invalid invitation code',
  'password.old_invalid': 'The old password is incorrect',
  'password.same_as_old': 'The new password must be different from the old one',
  'password.weak': 'This password is too easy to guess. Choose a longer one that is not a common password.',
  'password.step_up_locked': 'Too many wrong passwords. Try again in {minutes} min.',
  'handover.invalid': 'This sign-in link is invalid or has expired. Please log in.',
  'password.reset_invalid': 'This reset link is invalid or has expired',
  'password.reset_locked': 'Too many wrong codes. Try again at {time} (in {minutes} min).',
  'member.not_found': 'Username/Email does not exist',
  'member.trial_not_allowed': 'Please register a real account to use this',
  'game.trial_not_allowed': 'A real account is needed to play',
  'game.maintenance': 'Game maintenance',
  'game.not_found': 'Game not found',
  'social.invalid_token': 'Login failure. Please try again.',
  // Field rules (login.invalid_field, register.invalid_field): by the rule's message key.
  reg_pattern_0: 'Please enter {range} characters',
  reg_pattern_1: 'Must start with a letter, then letters or numbers ({range} characters)',
  reg_pattern_3: 'E-mail format is incorrect',
  reg_pattern_4: 'Letters or numbers only ({range} characters)',
  reg_pattern_6: 'Numbers only ({range} digits)',
  reg_pattern_7: 'Use upper and lower case letters and numbers ({range} characters)',
  reg_pattern_9: 'No spaces ({range} characters)',
  error_password: 'Please fill in your password with {range} characters',
  error_phone_number_limit: 'Please enter a valid mobile number',
  enter_verification_code: 'Please enter a valid verification code',
  error_country_code_limit: 'Please enter a valid country code',
  'field.invalid': 'Please check this field: {range} characters in the required format',
  'field.required': 'Input cannot be empty',
};

const BN: Catalog = {
  'function.not.available': 'এই সুবিধাটি উপলব্ধ নয়',
  'host.unclaimed': 'এই ঠিকানায় এই সাইটটি চালু নেই',
  request_body_required: 'অনুরোধের বিষয়বস্তু প্রয়োজন',
  'encryption.key_expired': 'এনক্রিপশন কী-এর মেয়াদ শেষ, আবার চেষ্টা করুন',
  'encryption.replay': 'এই অনুরোধটি আগেই গ্রহণ করা হয়েছে',
  'request.throttled': 'অনেক বেশি অনুরোধ, একটু পরে আবার চেষ্টা করুন',
  'login.not_session': 'ব্যবহারকারী লগ ইন করেননি',
  'login.bad_credentials': 'ভুল ব্যবহারকারীর নাম বা পাসওয়ার্ড',
  'login.captcha_required': 'অনুগ্রহ করে ক্যাপচা লিখুন',
  'login.captcha_invalid': 'ক্যাপচা সঠিক নয়',
  'login.locked': 'অনেকবার ব্যর্থ লগইন। আপনি {time}-এ ({minutes} মিনিট পরে) আবার লগইন করতে পারবেন।',
  'login.second_factor_required': 'অনুগ্রহ করে প্রথমে যাচাই সম্পূর্ণ করুন',
  'login.second_factor_invalid': 'অনুগ্রহ করে একটি সঠিক যাচাইকরণ কোড লিখুন',
  'login.second_factor_expired': 'কোডের মেয়াদ শেষ, আবার পাঠান',
  'login.not_member': 'সদস্য নয় এমন অ্যাকাউন্ট লগইন করতে পারবে না',
  'login.not_agent': 'এজেন্ট ছাড়া কেউ লগইন করতে পারবে না',
  'sms.unknown_mobile': 'এই মোবাইল নম্বরটি নিবন্ধিত নয়',
  'sms.invalid_phone': 'অনুগ্রহ করে একটি সঠিক মোবাইল নম্বর লিখুন',
  'sms.countdown': 'নতুন কোড চাওয়ার আগে {seconds} সেকেন্ড অপেক্ষা করুন',
  'sms.too_many_requests': 'অনেক বেশি অনুরোধ, ৫ মিনিট পরে আবার চেষ্টা করুন',
  'verification.invalid': 'অনুগ্রহ করে একটি সঠিক যাচাইকরণ কোড লিখুন',
  'verification.expired': 'কোডের মেয়াদ শেষ, আবার পাঠান',
  'register.username_taken': 'এই ব্যবহারকারীর নামটি ইতিমধ্যে নেওয়া হয়েছে',
  'register.mobile_taken': 'এই মোবাইল নম্বরটি ইতিমধ্যে নিবন্ধিত',
  'register.password_mismatch': 'নিশ্চিতকরণ পাসওয়ার্ড সঠিক নয়।',
  'register.terms_required': 'অনুগ্রহ করে শর্তাবলীতে সম্মত হন এবং নিশ্চিত করুন যে আপনার বয়স {age} বা তার বেশি',
  'affiliate.invalid': 'অবৈধ আমন্ত্রণ কোড',
  'password.old_invalid': 'পুরোনো পাসওয়ার্ড সঠিক নয়',
  'password.same_as_old': 'নতুন পাসওয়ার্ড পুরোনোটি থেকে আলাদা হতে হবে',
  'password.weak': 'এই পাসওয়ার্ডটি সহজেই অনুমান করা যায়। প্রচলিত নয় এমন একটি দীর্ঘ পাসওয়ার্ড বেছে নিন।',
  'password.step_up_locked': 'অনেকবার ভুল পাসওয়ার্ড। {minutes} মিনিট পরে আবার চেষ্টা করুন।',
  'handover.invalid': 'এই সাইন-ইন লিংকটি অবৈধ বা মেয়াদোত্তীর্ণ। অনুগ্রহ করে লগ ইন করুন।',
  'password.reset_invalid': 'এই রিসেট লিংকটি অবৈধ বা মেয়াদোত্তীর্ণ',
  'password.reset_locked': 'অনেকবার ভুল কোড। {time}-এ ({minutes} মিনিট পরে) আবার চেষ্টা করুন।',
  'member.not_found': 'ব্যবহারকারীর নাম/ইমেইল বিদ্যমান নেই',
  'member.trial_not_allowed': 'এটি ব্যবহার করতে একটি আসল অ্যাকাউন্ট নিবন্ধন করুন',
  'game.trial_not_allowed': 'খেলতে একটি আসল অ্যাকাউন্ট প্রয়োজন',
  'game.maintenance': 'গেম রক্ষণাবেক্ষণ চলছে',
  'game.not_found': 'গেমটি পাওয়া যায়নি',
  'social.invalid_token': 'লগইন ব্যর্থ হয়েছে। আবার চেষ্টা করুন।',
  reg_pattern_0: 'অনুগ্রহ করে {range} অক্ষর লিখুন',
  reg_pattern_1: 'প্রথমে একটি অক্ষর, তারপর অক্ষর বা সংখ্যা ({range} অক্ষর)',
  reg_pattern_3: 'ইমেইলের ফরম্যাট সঠিক নয়',
  reg_pattern_4: 'শুধু অক্ষর বা সংখ্যা ({range} অক্ষর)',
  reg_pattern_6: 'শুধু সংখ্যা ({range} অঙ্ক)',
  reg_pattern_7: 'বড় ও ছোট হাতের অক্ষর এবং সংখ্যা ব্যবহার করুন ({range} অক্ষর)',
  reg_pattern_9: 'কোনো ফাঁকা স্থান নয় ({range} অক্ষর)',
  error_password: 'অনুগ্রহ করে {range} অক্ষরের পাসওয়ার্ড দিন',
  error_phone_number_limit: 'অনুগ্রহ করে একটি সঠিক মোবাইল নম্বর লিখুন',
  enter_verification_code: 'অনুগ্রহ করে একটি সঠিক যাচাইকরণ কোড লিখুন',
  error_country_code_limit: 'অনুগ্রহ করে একটি সঠিক দেশের কোড লিখুন',
  'field.invalid': 'এই ঘরটি দেখুন: নির্ধারিত ফরম্যাটে {range} অক্ষর',
  'field.required': 'ইনপুট খালি রাখা যাবে না',
};

const CATALOGS: Record<string, Catalog> = { EN, BN };

function format(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (name in values ? String(values[name]) : m));
}

/** The message for a key in a platform language (EN fallback); undefined for keys no catalog has. */
export function localizedMessage(key: string, language: string, values?: Record<string, string | number>): string | undefined {
  const template = CATALOGS[language.toUpperCase()]?.[key] ?? EN[key];
  return template === undefined ? undefined : format(template, values);
}

/** A field-rule message: the rule's own key when the catalog knows it, else a generic one with the range. */
export function fieldRuleMessage(key: string, language: string, values: { range: string }, empty: boolean): string {
  if (empty) return localizedMessage('field.required', language)!;
  return localizedMessage(key, language, values) ?? localizedMessage('field.invalid', language, values)!;
}
