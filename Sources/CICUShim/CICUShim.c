// The only file that includes ICU's headers. Every function forwards to the ICU function of the
// same name; ICU's renaming macros bind it to the installed ICU's versioned symbol.
#include "CICUShim.h"

#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/ucol.h>
#include <unicode/uloc.h>
#include <unicode/unorm2.h>
#include <unicode/unum.h>
#include <unicode/unumsys.h>
#include <unicode/ures.h>
#include <unicode/uscript.h>
#include <unicode/ustring.h>
#include <unicode/uversion.h>

#define STATUS ((UErrorCode *)status)

const char *sl_u_errorName(int32_t status) { return u_errorName((UErrorCode)status); }

void sl_u_getVersionString(char *out, int32_t capacity) {
  UVersionInfo info;
  char text[U_MAX_VERSION_STRING_LENGTH];
  u_getVersion(info);
  u_versionToString(info, text);
  int32_t i = 0;
  for (; text[i] != 0 && i < capacity - 1; i++) out[i] = text[i];
  if (capacity > 0) out[i] = 0;
}

int32_t sl_uloc_forLanguageTag(const char *tag, char *out, int32_t capacity, int32_t *parsedLength, int32_t *status) {
  return uloc_forLanguageTag(tag, out, capacity, parsedLength, STATUS);
}
int32_t sl_uloc_toLanguageTag(const char *localeID, char *out, int32_t capacity, int32_t strict, int32_t *status) {
  return uloc_toLanguageTag(localeID, out, capacity, (UBool)(strict != 0), STATUS);
}
int32_t sl_uloc_addLikelySubtags(const char *localeID, char *out, int32_t capacity, int32_t *status) {
  return uloc_addLikelySubtags(localeID, out, capacity, STATUS);
}
int32_t sl_uloc_minimizeSubtags(const char *localeID, char *out, int32_t capacity, int32_t *status) {
  return uloc_minimizeSubtags(localeID, out, capacity, STATUS);
}
int32_t sl_uloc_getLanguage(const char *localeID, char *out, int32_t capacity, int32_t *status) {
  return uloc_getLanguage(localeID, out, capacity, STATUS);
}
int32_t sl_uloc_getScript(const char *localeID, char *out, int32_t capacity, int32_t *status) {
  return uloc_getScript(localeID, out, capacity, STATUS);
}
int32_t sl_uloc_getCountry(const char *localeID, char *out, int32_t capacity, int32_t *status) {
  return uloc_getCountry(localeID, out, capacity, STATUS);
}
int32_t sl_uloc_getVariant(const char *localeID, char *out, int32_t capacity, int32_t *status) {
  return uloc_getVariant(localeID, out, capacity, STATUS);
}
int32_t sl_uloc_getParent(const char *localeID, char *out, int32_t capacity, int32_t *status) {
  return uloc_getParent(localeID, out, capacity, STATUS);
}
int32_t sl_uloc_getBaseName(const char *localeID, char *out, int32_t capacity, int32_t *status) {
  return uloc_getBaseName(localeID, out, capacity, STATUS);
}
int32_t sl_uloc_getKeywordValue(const char *localeID, const char *keyword, char *out, int32_t capacity, int32_t *status) {
  return uloc_getKeywordValue(localeID, keyword, out, capacity, STATUS);
}
const char *const *sl_uloc_getISOLanguages(void) { return uloc_getISOLanguages(); }
int32_t sl_uloc_countAvailable(void) { return uloc_countAvailable(); }
const char *sl_uloc_getAvailable(int32_t index) { return uloc_getAvailable(index); }
int32_t sl_uloc_isRightToLeft(const char *localeID) { return uloc_isRightToLeft(localeID) ? 1 : 0; }
int32_t sl_uloc_getDisplayName(const char *localeID, const char *inLocaleID, uint16_t *out, int32_t capacity, int32_t *status) {
  return uloc_getDisplayName(localeID, inLocaleID, (UChar *)out, capacity, STATUS);
}

void *sl_ures_openDirect(const char *packageName, const char *localeID, int32_t *status) {
  return ures_openDirect(packageName, localeID, STATUS);
}
void *sl_ures_getByKey(const void *resource, const char *key, int32_t *status) {
  return ures_getByKey((const UResourceBundle *)resource, key, NULL, STATUS);
}
void *sl_ures_getByIndex(const void *resource, int32_t index, int32_t *status) {
  return ures_getByIndex((const UResourceBundle *)resource, index, NULL, STATUS);
}
int32_t sl_ures_getSize(const void *resource) { return ures_getSize((const UResourceBundle *)resource); }
const char *sl_ures_getKey(const void *resource) { return ures_getKey((const UResourceBundle *)resource); }
int32_t sl_ures_getString(const void *resource, uint16_t *out, int32_t capacity, int32_t *status) {
  int32_t length = 0;
  const UChar *text = ures_getString((const UResourceBundle *)resource, &length, STATUS);
  if (U_FAILURE(*STATUS)) return 0;
  if (length > capacity) {
    *STATUS = U_BUFFER_OVERFLOW_ERROR;
    return length;
  }
  u_memcpy((UChar *)out, text, length);
  return length;
}
void sl_ures_close(void *resource) { ures_close((UResourceBundle *)resource); }

int32_t sl_u_strToTitle(const uint16_t *src, int32_t length, uint16_t *out, int32_t capacity, const char *localeID, int32_t *status) {
  return u_strToTitle((UChar *)out, capacity, (const UChar *)src, length, NULL, localeID, STATUS);
}

int32_t sl_unorm2_normalizeNFC(const uint16_t *src, int32_t length, uint16_t *out, int32_t capacity, int32_t *status) {
  const UNormalizer2 *nfc = unorm2_getNFCInstance(STATUS);
  if (U_FAILURE(*STATUS)) return 0;
  return unorm2_normalize(nfc, (const UChar *)src, length, (UChar *)out, capacity, STATUS);
}
int32_t sl_unorm2_isNormalizedNFC(const uint16_t *src, int32_t length, int32_t *status) {
  const UNormalizer2 *nfc = unorm2_getNFCInstance(STATUS);
  if (U_FAILURE(*STATUS)) return 0;
  return unorm2_isNormalized(nfc, (const UChar *)src, length, STATUS) ? 1 : 0;
}

void *sl_ubrk_openCharacter(const char *localeID, int32_t *status) {
  return ubrk_open(UBRK_CHARACTER, localeID, NULL, 0, STATUS);
}
void *sl_ubrk_clone(const void *iterator, int32_t *status) {
  return ubrk_clone((const UBreakIterator *)iterator, STATUS);
}
void sl_ubrk_setText(void *iterator, const uint16_t *text, int32_t length, int32_t *status) {
  ubrk_setText((UBreakIterator *)iterator, (const UChar *)text, length, STATUS);
}
int32_t sl_ubrk_next(void *iterator) {
  int32_t next = ubrk_next((UBreakIterator *)iterator);
  return next == UBRK_DONE ? -1 : next;
}
void sl_ubrk_close(void *iterator) { ubrk_close((UBreakIterator *)iterator); }

void *sl_ucol_openStandard(int32_t *status) {
  UCollator *collator = ucol_open("", STATUS);
  if (U_FAILURE(*STATUS)) return NULL;
  ucol_setAttribute(collator, UCOL_STRENGTH, UCOL_SECONDARY, STATUS);
  ucol_setAttribute(collator, UCOL_NUMERIC_COLLATION, UCOL_ON, STATUS);
  if (U_FAILURE(*STATUS)) {
    ucol_close(collator);
    return NULL;
  }
  return collator;
}

int32_t sl_ucol_getSortKey(const void *collator, const uint16_t *text, int32_t length, uint8_t *out, int32_t capacity) {
  return ucol_getSortKey((const UCollator *)collator, (const UChar *)text, length, out, capacity);
}

void sl_ucol_close(void *collator) { ucol_close((UCollator *)collator); }

int32_t sl_ubidi_getBaseDirection(const uint16_t *text, int32_t length) {
  return (int32_t)ubidi_getBaseDirection((const UChar *)text, length);
}

int32_t sl_unum_formatInteger(const char *localeID, int64_t value, int32_t grouping, uint16_t *out, int32_t capacity, int32_t *status) {
  UNumberFormat *format = unum_open(UNUM_DECIMAL, NULL, 0, localeID, NULL, STATUS);
  if (U_FAILURE(*STATUS)) return 0;
  unum_setAttribute(format, UNUM_GROUPING_USED, grouping != 0);
  int32_t length = unum_formatInt64(format, value, (UChar *)out, capacity, NULL, STATUS);
  unum_close(format);
  return length;
}
int32_t sl_unumsys_getName(const char *localeID, char *out, int32_t capacity, int32_t *status) {
  UNumberingSystem *system = unumsys_open(localeID, STATUS);
  if (U_FAILURE(*STATUS)) return 0;
  const char *name = unumsys_getName(system);
  int32_t length = 0;
  while (name[length] != 0) length++;
  if (length >= capacity) {
    unumsys_close(system);
    *STATUS = U_BUFFER_OVERFLOW_ERROR;
    return length;
  }
  for (int32_t i = 0; i <= length; i++) out[i] = name[i];
  unumsys_close(system);
  return length;
}

int32_t sl_uscript_getScript(uint32_t codePoint, int32_t *status) {
  return (int32_t)uscript_getScript((UChar32)codePoint, STATUS);
}
const char *sl_uscript_getShortName(int32_t scriptCode) { return uscript_getShortName((UScriptCode)scriptCode); }
int32_t sl_u_getEastAsianWidth(uint32_t codePoint) {
  return u_getIntPropertyValue((UChar32)codePoint, UCHAR_EAST_ASIAN_WIDTH);
}
int32_t sl_u_charType(uint32_t codePoint) { return (int32_t)u_charType((UChar32)codePoint); }
int32_t sl_u_charDirection(uint32_t codePoint) { return (int32_t)u_charDirection((UChar32)codePoint); }

// The header's names for ICU enum values must stay ICU's.
_Static_assert(SL_CATEGORY_CONTROL == U_CONTROL_CHAR, "U_CONTROL_CHAR");
_Static_assert(SL_CATEGORY_FORMAT == U_FORMAT_CHAR, "U_FORMAT_CHAR");
_Static_assert(SL_BIDI_LEFT_TO_RIGHT_EMBEDDING == U_LEFT_TO_RIGHT_EMBEDDING, "LRE");
_Static_assert(SL_BIDI_LEFT_TO_RIGHT_OVERRIDE == U_LEFT_TO_RIGHT_OVERRIDE, "LRO");
_Static_assert(SL_BIDI_RIGHT_TO_LEFT_EMBEDDING == U_RIGHT_TO_LEFT_EMBEDDING, "RLE");
_Static_assert(SL_BIDI_RIGHT_TO_LEFT_OVERRIDE == U_RIGHT_TO_LEFT_OVERRIDE, "RLO");
_Static_assert(SL_BIDI_POP_DIRECTIONAL_FORMAT == U_POP_DIRECTIONAL_FORMAT, "PDF");
_Static_assert(SL_BIDI_LEFT_TO_RIGHT_ISOLATE == U_LEFT_TO_RIGHT_ISOLATE, "LRI");
_Static_assert(SL_BIDI_RIGHT_TO_LEFT_ISOLATE == U_RIGHT_TO_LEFT_ISOLATE, "RLI");
_Static_assert(SL_BIDI_FIRST_STRONG_ISOLATE == U_FIRST_STRONG_ISOLATE, "FSI");
_Static_assert(SL_BIDI_POP_DIRECTIONAL_ISOLATE == U_POP_DIRECTIONAL_ISOLATE, "PDI");
_Static_assert(SL_EA_FULLWIDTH == U_EA_FULLWIDTH, "U_EA_FULLWIDTH");
_Static_assert(SL_EA_WIDE == U_EA_WIDE, "U_EA_WIDE");
_Static_assert(SL_BASE_DIRECTION_RIGHT_TO_LEFT == UBIDI_RTL, "UBIDI_RTL");
_Static_assert(SL_BASE_DIRECTION_NEUTRAL == UBIDI_NEUTRAL, "UBIDI_NEUTRAL");
