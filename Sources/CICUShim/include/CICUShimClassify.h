// Character classes for text itemisation (splitting label text into runs of one script and one
// font before shaping), in one call per code point. Like CICUShim.h, this header has no ICU types.
#ifndef CICUSHIM_CLASSIFY_H
#define CICUSHIM_CLASSIFY_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Bit flags returned by `sl_char_classify`.
enum {
  /// A combining mark (general category Mn, Mc or Me): belongs to the preceding character.
  SL_CHAR_MARK = 1,
  /// Default_Ignorable_Code_Point (ZWJ, ZWNJ, variation selectors, bidi controls…): never drawn.
  SL_CHAR_IGNORABLE = 2,
  /// A control character (Cc): never drawn.
  SL_CHAR_CONTROL = 4,
  /// A space separator (Zs).
  SL_CHAR_SPACE = 8,
  /// A strong left-to-right character (bidi class L).
  SL_CHAR_STRONG_LTR = 16,
  /// A strong right-to-left character (bidi class R or AL).
  SL_CHAR_STRONG_RTL = 32,
  /// The script is Common, Inherited or Unknown: the character takes its neighbours' script.
  SL_CHAR_NEUTRAL_SCRIPT = 64,
  /// Has a canonical decomposition (NFD_Quick_Check = No): a font lacking it may draw its parts.
  SL_CHAR_DECOMPOSES = 128,
};

/// Classifies a code point: returns `SL_CHAR_*` flags and stores its UScriptCode in `scriptCode`.
uint32_t sl_char_classify(uint32_t codePoint, int32_t *scriptCode);

/// The script a run is itemised by: Han, Hiragana, Katakana and Bopomofo are one group (Japanese
/// and Chinese mix them in one word, and HarfBuzz shapes them alike), returned as USCRIPT_HAN; any
/// other script is itself.
int32_t sl_uscript_runGroup(int32_t scriptCode);

/// The full canonical decomposition (NFD) of a code point into `out` (at most `capacity` code
/// points); returns the number of code points, or 0 when the code point does not decompose.
int32_t sl_char_decompose(uint32_t codePoint, uint32_t *out, int32_t capacity);

#ifdef __cplusplus
}
#endif

#endif
