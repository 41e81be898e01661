// yajl's event parser, for a look at the keys of large JSON files (String Catalogs, ARB) without
// building their values.
#include <yajl/yajl_parse.h>
