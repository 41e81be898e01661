// Character classification for itemisation; see CICUShimClassify.h.
#include "CICUShimClassify.h"

#include <unicode/uchar.h>
#include <unicode/unorm2.h>
#include <unicode/uscript.h>
#include <unicode/utf16.h>
#include <unicode/utf8.h>

uint32_t sl_char_classify(uint32_t codePoint, int32_t *scriptCode) {
  UChar32 c = (UChar32)codePoint;
  uint32_t flags = 0;
  switch (u_charType(c)) {
  case U_NON_SPACING_MARK:
  case U_ENCLOSING_MARK:
  case U_COMBINING_SPACING_MARK: flags |= SL_CHAR_MARK; break;
  case U_CONTROL_CHAR: flags |= SL_CHAR_CONTROL; break;
  case U_SPACE_SEPARATOR: flags |= SL_CHAR_SPACE; break;
  default: break;
  }
  if (u_hasBinaryProperty(c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT)) flags |= SL_CHAR_IGNORABLE;
  if (u_getIntPropertyValue(c, UCHAR_NFD_QUICK_CHECK) == UNORM_NO) flags |= SL_CHAR_DECOMPOSES;
  switch (u_charDirection(c)) {
  case U_LEFT_TO_RIGHT: flags |= SL_CHAR_STRONG_LTR; break;
  case U_RIGHT_TO_LEFT:
  case U_RIGHT_TO_LEFT_ARABIC: flags |= SL_CHAR_STRONG_RTL; break;
  default: break;
  }
  UErrorCode status = U_ZERO_ERROR;
  UScriptCode script = uscript_getScript(c, &status);
  if (U_FAILURE(status)) script = USCRIPT_UNKNOWN;
  if (script == USCRIPT_COMMON || script == USCRIPT_INHERITED || script == USCRIPT_UNKNOWN) {
    flags |= SL_CHAR_NEUTRAL_SCRIPT;
  }
  if (scriptCode) *scriptCode = (int32_t)script;
  return flags;
}

int32_t sl_uscript_runGroup(int32_t scriptCode) {
  switch (scriptCode) {
  case USCRIPT_HIRAGANA:
  case USCRIPT_KATAKANA:
  case USCRIPT_KATAKANA_OR_HIRAGANA:
  case USCRIPT_BOPOMOFO: return USCRIPT_HAN;
  default: return scriptCode;
  }
}

int32_t sl_char_decompose(uint32_t codePoint, uint32_t *out, int32_t capacity) {
  UErrorCode status = U_ZERO_ERROR;
  const UNormalizer2 *nfd = unorm2_getNFDInstance(&status);
  if (U_FAILURE(status)) return 0;
  UChar units[32];
  int32_t length = unorm2_getDecomposition(nfd, (UChar32)codePoint, units, 32, &status);
  if (U_FAILURE(status) || length <= 0) return 0;
  int32_t count = 0;
  for (int32_t i = 0; i < length && count < capacity;) {
    UChar32 c;
    U16_NEXT(units, i, length, c);
    out[count++] = (uint32_t)c;
  }
  return count;
}
