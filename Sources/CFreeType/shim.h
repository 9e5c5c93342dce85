#pragma once
// FreeType's outline stroker (FT_Stroker): strokes paths with PostScript joins and caps for CGPath.
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_STROKER_H
