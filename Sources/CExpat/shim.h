// libexpat, the XML parser the app-strings readers use (Android resources, XLIFF).
#include <expat.h>
