-- Gray Wolf: Pride 2 (a printed keyword and its value; the rules script reads them).
return {}
