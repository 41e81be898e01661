// C wrappers over ICU services that exist only in ICU's C++ API: CLDR alias canonicalisation of
// locale identifiers, icu::LocaleMatcher and stateless UTF-8 case mapping. Like CICUShim.h, this
// header has no ICU types.
#ifndef CICUCXXSHIM_H
#define CICUCXXSHIM_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Parses `input` strictly (a BCP 47 tag when `isLanguageTag` is 1, an ICU/POSIX identifier
/// otherwise), canonicalises it with CLDR's alias data (icu::Locale::canonicalize: iw → he,
/// sh → sr-Latn, tl → fil …) and writes the BCP 47 tag. Returns its length; sets `status`
/// (a UErrorCode) on ill-formed input.
int32_t sl_locale_canonicalTag(const char *input, int32_t isLanguageTag, char *out, int32_t capacity, int32_t *status);

/// Builds an icu::LocaleMatcher over the supported BCP 47 tags, with no default locale (so "no
/// match" is reported as such). Returns an opaque handle or NULL with `status` set.
void *sl_localematcher_open(const char *const *supported, int32_t count, int32_t *status);
/// The index of the best supported locale for the desired list (most preferred first), or -1 when
/// nothing matches. `desiredIndex` receives the index of the desired locale that matched.
int32_t sl_localematcher_best(const void *matcher, const char *const *desired, int32_t count, int32_t *desiredIndex, int32_t *status);
void sl_localematcher_close(void *matcher);

/// Upper- or lower-cases UTF-8 `src` with the rules of `localeID` (icu::CaseMap::utf8ToUpper /
/// utf8ToLower: the locale is given per call and nothing is kept, so it is safe from any thread).
/// Returns the length written or, with `status` U_BUFFER_OVERFLOW_ERROR, the length needed.
int32_t sl_casemap_utf8ToUpper(const char *localeID, const char *src, int32_t length, char *out, int32_t capacity, int32_t *status);
int32_t sl_casemap_utf8ToLower(const char *localeID, const char *src, int32_t length, char *out, int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
