-- Swift Recruit: Intercept and Floating Memory, printed keywords the rules act on.
return {}
