// Plain C wrappers over ICU's C API for SwitchLabels.
//
// This header deliberately contains no ICU types: every status is an `int32_t` holding a
// `UErrorCode`, every UTF-16 buffer is `uint16_t`, every handle is `void *`. ICU's headers are
// included only by the .c file, so Swift modules that also import Foundation (which ships its own
// ICU) never see two definitions of the same ICU types. Each wrapper calls the plain ICU name, which
// ICU's headers rename to the versioned symbol of whichever ICU is installed.
#ifndef CICUSHIM_H
#define CICUSHIM_H

#include <stdint.h>

#include "CICUShimClassify.h"

#ifdef __cplusplus
extern "C" {
#endif

// MARK: Errors
/// The symbolic name of an ICU error code, e.g. "U_ILLEGAL_ARGUMENT_ERROR".
const char *sl_u_errorName(int32_t status);
/// The ICU version, e.g. "72.1".
void sl_u_getVersionString(char *out, int32_t capacity);

// MARK: Locale identifiers (uloc)
int32_t sl_uloc_forLanguageTag(const char *tag, char *out, int32_t capacity, int32_t *parsedLength, int32_t *status);
int32_t sl_uloc_toLanguageTag(const char *localeID, char *out, int32_t capacity, int32_t strict, int32_t *status);
int32_t sl_uloc_addLikelySubtags(const char *localeID, char *out, int32_t capacity, int32_t *status);
int32_t sl_uloc_minimizeSubtags(const char *localeID, char *out, int32_t capacity, int32_t *status);
int32_t sl_uloc_getLanguage(const char *localeID, char *out, int32_t capacity, int32_t *status);
int32_t sl_uloc_getScript(const char *localeID, char *out, int32_t capacity, int32_t *status);
int32_t sl_uloc_getCountry(const char *localeID, char *out, int32_t capacity, int32_t *status);
int32_t sl_uloc_getVariant(const char *localeID, char *out, int32_t capacity, int32_t *status);
/// The parent by truncation only (es_MX → es); CLDR's parents are in `parentLocales` data.
int32_t sl_uloc_getParent(const char *localeID, char *out, int32_t capacity, int32_t *status);
int32_t sl_uloc_getBaseName(const char *localeID, char *out, int32_t capacity, int32_t *status);
int32_t sl_uloc_getKeywordValue(const char *localeID, const char *keyword, char *out, int32_t capacity, int32_t *status);
/// ICU's table of language codes (ISO 639 two- and three-letter codes), NULL-terminated.
const char *const *sl_uloc_getISOLanguages(void);
int32_t sl_uloc_countAvailable(void);
const char *sl_uloc_getAvailable(int32_t index);
/// 1 when the locale's script is written right to left.
int32_t sl_uloc_isRightToLeft(const char *localeID);
int32_t sl_uloc_getDisplayName(const char *localeID, const char *inLocaleID, uint16_t *out, int32_t capacity, int32_t *status);

// MARK: Resource bundles (ures); handles are UResourceBundle *
void *sl_ures_openDirect(const char *packageName, const char *localeID, int32_t *status);
void *sl_ures_getByKey(const void *resource, const char *key, int32_t *status);
void *sl_ures_getByIndex(const void *resource, int32_t index, int32_t *status);
int32_t sl_ures_getSize(const void *resource);
const char *sl_ures_getKey(const void *resource);
int32_t sl_ures_getString(const void *resource, uint16_t *out, int32_t capacity, int32_t *status);
void sl_ures_close(void *resource);

// MARK: Title case (ustring; upper and lower case are in CICUCxxShim)
int32_t sl_u_strToTitle(const uint16_t *src, int32_t length, uint16_t *out, int32_t capacity, const char *localeID, int32_t *status);

// MARK: Normalisation (unorm2)
int32_t sl_unorm2_normalizeNFC(const uint16_t *src, int32_t length, uint16_t *out, int32_t capacity, int32_t *status);
int32_t sl_unorm2_isNormalizedNFC(const uint16_t *src, int32_t length, int32_t *status);

// MARK: Break iteration (ubrk); handles are UBreakIterator *, stateful: one per thread
/// Opens a character (grapheme cluster) break iterator for the locale, with no text.
void *sl_ubrk_openCharacter(const char *localeID, int32_t *status);
/// Clones an iterator; the clone has its own state and may be used on another thread.
void *sl_ubrk_clone(const void *iterator, int32_t *status);
/// Sets the text; the buffer must outlive the iteration.
void sl_ubrk_setText(void *iterator, const uint16_t *text, int32_t length, int32_t *status);
/// The next boundary (UTF-16 offset), or -1 at the end.
int32_t sl_ubrk_next(void *iterator);
void sl_ubrk_close(void *iterator);

// MARK: Collation (ucol); handles are UCollator *
/// The root collator set as Finder and Xcode sort names: case ignored (secondary strength),
/// digits compared as numbers.
void *sl_ucol_openStandard(int32_t *status);
/// The sort key of `text` (its length; larger than `capacity` when `out` was too small).
int32_t sl_ucol_getSortKey(const void *collator, const uint16_t *text, int32_t length, uint8_t *out, int32_t capacity);
void sl_ucol_close(void *collator);

// MARK: Bidi (ubidi)
/// The base direction of a paragraph: 0 left-to-right, 1 right-to-left, 3 neutral (no strong character).
int32_t sl_ubidi_getBaseDirection(const uint16_t *text, int32_t length);

// MARK: Numbers (unum, unumsys)
/// Formats an integer in the locale's default numbering system, without grouping separators when `grouping` is 0.
int32_t sl_unum_formatInteger(const char *localeID, int64_t value, int32_t grouping, uint16_t *out, int32_t capacity, int32_t *status);
/// The name of the locale's default numbering system, e.g. "latn", "arab", "deva".
int32_t sl_unumsys_getName(const char *localeID, char *out, int32_t capacity, int32_t *status);

// MARK: Scripts (uscript)
/// The Unicode script code of a code point (UScriptCode).
int32_t sl_uscript_getScript(uint32_t codePoint, int32_t *status);
/// The four-letter ISO 15924 code of a script code, e.g. "Latn".
const char *sl_uscript_getShortName(int32_t scriptCode);
/// East Asian Width of a code point (a UEastAsianWidth: see SL_EA_*).
int32_t sl_u_getEastAsianWidth(uint32_t codePoint);
/// The general category of a code point (a UCharCategory: see SL_CATEGORY_*).
int32_t sl_u_charType(uint32_t codePoint);
/// The bidi class of a code point (a UCharDirection: see SL_BIDI_*).
int32_t sl_u_charDirection(uint32_t codePoint);

/// The values of ICU's C enums the library tests for, by name (CICUShim.c checks each against
/// ICU's own at compile time).
enum {
  /// UCharCategory U_CONTROL_CHAR (Cc).
  SL_CATEGORY_CONTROL = 15,
  /// UCharCategory U_FORMAT_CHAR (Cf).
  SL_CATEGORY_FORMAT = 16,
  /// UCharDirection U_LEFT_TO_RIGHT_EMBEDDING (LRE).
  SL_BIDI_LEFT_TO_RIGHT_EMBEDDING = 11,
  /// UCharDirection U_LEFT_TO_RIGHT_OVERRIDE (LRO).
  SL_BIDI_LEFT_TO_RIGHT_OVERRIDE = 12,
  /// UCharDirection U_RIGHT_TO_LEFT_EMBEDDING (RLE).
  SL_BIDI_RIGHT_TO_LEFT_EMBEDDING = 14,
  /// UCharDirection U_RIGHT_TO_LEFT_OVERRIDE (RLO).
  SL_BIDI_RIGHT_TO_LEFT_OVERRIDE = 15,
  /// UCharDirection U_POP_DIRECTIONAL_FORMAT (PDF).
  SL_BIDI_POP_DIRECTIONAL_FORMAT = 16,
  /// UCharDirection U_LEFT_TO_RIGHT_ISOLATE (LRI).
  SL_BIDI_LEFT_TO_RIGHT_ISOLATE = 20,
  /// UCharDirection U_RIGHT_TO_LEFT_ISOLATE (RLI).
  SL_BIDI_RIGHT_TO_LEFT_ISOLATE = 21,
  /// UCharDirection U_FIRST_STRONG_ISOLATE (FSI).
  SL_BIDI_FIRST_STRONG_ISOLATE = 19,
  /// UCharDirection U_POP_DIRECTIONAL_ISOLATE (PDI).
  SL_BIDI_POP_DIRECTIONAL_ISOLATE = 22,
  /// UEastAsianWidth U_EA_FULLWIDTH.
  SL_EA_FULLWIDTH = 3,
  /// UEastAsianWidth U_EA_WIDE.
  SL_EA_WIDE = 5,
  /// UBiDiDirection UBIDI_RTL, as sl_ubidi_getBaseDirection returns it.
  SL_BASE_DIRECTION_RIGHT_TO_LEFT = 1,
  /// UBiDiDirection UBIDI_NEUTRAL (no strong character), as sl_ubidi_getBaseDirection returns it.
  SL_BASE_DIRECTION_NEUTRAL = 3,
};

#ifdef __cplusplus
}
#endif

#endif
