// Character classification for itemisation; see CICUShimClassify.h.
#include "CICUShimClassify.h"

#include <unicode/uchar.h>
#include <unicode/unorm2.h>
#include <unicode/uscript.h>

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
  if (u_getIntPropertyValue(c, UCHAR_NFC_QUICK_CHECK) != UNORM_YES) flags |= SL_CHAR_NFC_UNSURE;
  flags |= (uint32_t)u_getCombiningClass(c) << SL_CHAR_COMBINING_CLASS_SHIFT;
  if (scriptCode) *scriptCode = (int32_t)script;
  return flags;
}
