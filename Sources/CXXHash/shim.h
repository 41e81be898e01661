// xxHash (libxxhash-dev), for the content hash of font files: XXH64 read in chunks.
#ifndef CXXHASH_SHIM_H
#define CXXHASH_SHIM_H

#include <xxhash.h>

#endif
