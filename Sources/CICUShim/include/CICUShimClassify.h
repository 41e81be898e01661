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
  /// NFC_Quick_Check is No or Maybe: text containing it may need normalising.
  SL_CHAR_NFC_UNSURE = 128,
};

/// The canonical combining class is in bits 24–31 of `sl_char_classify`'s result.
#define SL_CHAR_COMBINING_CLASS_SHIFT 24

/// Classifies a code point: returns `SL_CHAR_*` flags (and the canonical combining class in bits
/// 24–31) and stores its UScriptCode in `scriptCode`.
uint32_t sl_char_classify(uint32_t codePoint, int32_t *scriptCode);

#ifdef __cplusplus
}
#endif

#endif
