// Jansson, the JSON parser for catalog and geometry files: it rejects duplicate keys and says
// where a problem is (line and column).
#include <jansson.h>
