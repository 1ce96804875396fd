-- Iron Will: Defence against any harmful effect.
return {}
