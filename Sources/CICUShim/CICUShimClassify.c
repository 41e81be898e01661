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

uint32_t sl_utf8_scan(const uint8_t *text, int32_t length, int32_t *firstScript) {
  uint32_t flags = 0;
  int32_t script = -1;
  int strongSeen = 0;
  uint8_t lastCombiningClass = 0;
  for (int32_t i = 0; i < length;) {
    UChar32 c;
    U8_NEXT(text, i, length, c);
    if (c < 0) c = 0xFFFD;
    if (c < 0x80) {
      // ASCII: letters are Latin and strong left to right; the rest is Common; all is NFC.
      lastCombiningClass = 0;
      if (c < 0x20 || c == 0x7F) {
        flags |= SL_SCAN_CONTROLS | SL_SCAN_NOT_SIMPLE;
      } else if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')) {
        strongSeen = 1;
        if (script < 0) script = USCRIPT_LATIN;
        else if (script != USCRIPT_LATIN) flags |= SL_SCAN_MIXED_SCRIPTS | SL_SCAN_NOT_SIMPLE;
      } else {
        flags |= SL_SCAN_NOT_SIMPLE;
      }
      continue;
    }
    // Characters that join a cluster (marks, default-ignorables such as ZWJ, emoji modifiers,
    // regional indicators) or that a font may draw from their parts.
    if ((U_GET_GC_MASK(c) & U_GC_M_MASK) != 0
        || u_hasBinaryProperty(c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT)
        || u_getIntPropertyValue(c, UCHAR_NFD_QUICK_CHECK) == UNORM_NO
        || (c >= 0x1F3FB && c <= 0x1F3FF) || (c >= 0x1F1E6 && c <= 0x1F1FF)) {
      flags |= SL_SCAN_NOT_SIMPLE;
    }
    uint8_t combiningClass = u_getCombiningClass(c);
    if ((combiningClass != 0 && combiningClass < lastCombiningClass)
        || u_getIntPropertyValue(c, UCHAR_NFC_QUICK_CHECK) != UNORM_YES) {
      flags |= SL_SCAN_NFC_UNSURE;
    }
    lastCombiningClass = combiningClass;
    if (u_charType(c) == U_CONTROL_CHAR) flags |= SL_SCAN_CONTROLS;
    if (!strongSeen) {
      switch (u_charDirection(c)) {
      case U_LEFT_TO_RIGHT: strongSeen = 1; break;
      case U_RIGHT_TO_LEFT:
      case U_RIGHT_TO_LEFT_ARABIC: strongSeen = 1; flags |= SL_SCAN_RIGHT_TO_LEFT; break;
      default: break;
      }
    }
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode code = uscript_getScript(c, &status);
    if (U_FAILURE(status) || code == USCRIPT_COMMON || code == USCRIPT_INHERITED
        || code == USCRIPT_UNKNOWN) {
      flags |= SL_SCAN_NOT_SIMPLE;
      continue;
    }
    if (script < 0) script = (int32_t)code;
    else if (script != (int32_t)code) flags |= SL_SCAN_NOT_SIMPLE;
    if (sl_uscript_runGroup(script) != sl_uscript_runGroup(code)) flags |= SL_SCAN_MIXED_SCRIPTS;
  }
  if (firstScript) *firstScript = script < 0 ? (int32_t)USCRIPT_COMMON : script;
  return flags;
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
