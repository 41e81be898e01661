// HarfBuzz (shaping), FreeType (font files) and fontconfig (finding fonts), as Debian installs them
// (libharfbuzz-dev, libfreetype-dev, libfontconfig-dev). None of these headers uses ICU types.
#ifndef CSHAPING_SHIM_H
#define CSHAPING_SHIM_H

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H
#include <fontconfig/fontconfig.h>
#include <hb.h>
#include <hb-ft.h>
#include <hb-ot.h>

#endif
