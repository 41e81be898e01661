// icu::Locale, icu::LocaleMatcher and icu::CaseMap behind the C functions declared in CICUCxxShim.h.
#include "CICUCxxShim.h"

#include <string>
#include <vector>

#include <unicode/casemap.h>
#include <unicode/localematcher.h>
#include <unicode/locid.h>

using icu::CaseMap;
using icu::Locale;
using icu::LocaleMatcher;

int32_t sl_locale_canonicalTag(const char *input, int32_t isLanguageTag, char *out, int32_t capacity, int32_t *status) {
  UErrorCode *code = reinterpret_cast<UErrorCode *>(status);
  if (U_FAILURE(*code)) return 0;
  Locale locale = isLanguageTag ? Locale::forLanguageTag(input, *code) : Locale::createCanonical(input);
  if (U_FAILURE(*code)) return 0;
  if (locale.isBogus()) {
    *code = U_ILLEGAL_ARGUMENT_ERROR;
    return 0;
  }
  locale.canonicalize(*code);
  if (U_FAILURE(*code)) return 0;
  std::string tag = locale.toLanguageTag<std::string>(*code);
  if (U_FAILURE(*code)) return 0;
  int32_t length = static_cast<int32_t>(tag.size());
  if (length >= capacity) {
    *code = U_BUFFER_OVERFLOW_ERROR;
    return length;
  }
  tag.copy(out, tag.size());
  out[length] = 0;
  return length;
}

void *sl_localematcher_open(const char *const *supported, int32_t count, int32_t *status) {
  UErrorCode *code = reinterpret_cast<UErrorCode *>(status);
  std::vector<Locale> locales;
  locales.reserve(count);
  for (int32_t i = 0; i < count; i++) {
    Locale locale = Locale::forLanguageTag(supported[i], *code);
    if (U_FAILURE(*code)) return nullptr;
    locales.push_back(locale);
  }
  LocaleMatcher::Builder builder;
  builder.setSupportedLocales(locales.begin(), locales.end());
  builder.setNoDefaultLocale();
  LocaleMatcher matcher = builder.build(*code);
  if (U_FAILURE(*code)) return nullptr;
  return new LocaleMatcher(std::move(matcher));
}

int32_t sl_localematcher_best(const void *matcher, const char *const *desired, int32_t count, int32_t *desiredIndex, int32_t *status) {
  UErrorCode *code = reinterpret_cast<UErrorCode *>(status);
  *desiredIndex = -1;
  std::vector<Locale> locales;
  locales.reserve(count);
  for (int32_t i = 0; i < count; i++) {
    Locale locale = Locale::forLanguageTag(desired[i], *code);
    if (U_FAILURE(*code)) return -1;
    locales.push_back(locale);
  }
  Locale::RangeIterator<std::vector<Locale>::iterator> iterator(locales.begin(), locales.end());
  LocaleMatcher::Result result =
      static_cast<const LocaleMatcher *>(matcher)->getBestMatchResult(iterator, *code);
  if (U_FAILURE(*code)) return -1;
  *desiredIndex = result.getDesiredIndex();
  return result.getSupportedIndex();
}

void sl_localematcher_close(void *matcher) { delete static_cast<LocaleMatcher *>(matcher); }

int32_t sl_casemap_utf8ToUpper(const char *localeID, const char *src, int32_t length, char *out, int32_t capacity, int32_t *status) {
  UErrorCode *code = reinterpret_cast<UErrorCode *>(status);
  return CaseMap::utf8ToUpper(localeID, 0, src, length, out, capacity, nullptr, *code);
}

int32_t sl_casemap_utf8ToLower(const char *localeID, const char *src, int32_t length, char *out, int32_t capacity, int32_t *status) {
  UErrorCode *code = reinterpret_cast<UErrorCode *>(status);
  return CaseMap::utf8ToLower(localeID, 0, src, length, out, capacity, nullptr, *code);
}
