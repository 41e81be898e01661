// C wrappers over ICU services that exist only in ICU's C++ API: CLDR alias canonicalisation of
// locale identifiers and icu::LocaleMatcher. Like CICUShim.h, this header has no ICU types.
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

#ifdef __cplusplus
}
#endif

#endif
