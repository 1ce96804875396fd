-- Lieutenant Khrkhar (WC 299): Taunt. Hazardous 3. (keywords: data)
return {}
