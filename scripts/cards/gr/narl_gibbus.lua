-- Narl Gibbus (GR 364): While enraged, Narl Gibbus gains skirmish and splash-attack 3.
-- Play/After Reap: Enrage Narl Gibbus.
local function enraged(ctx)
	return ctx:rule("enraged", ctx.this)
end

local function enrage_self(ctx)
	ctx:rule("enrage", ctx.this)
end

return {
	statics = {
		{ grant = "skirmish", self_only = true, condition = enraged },
		{ stat = "splash_attack", increase = 3, self_only = true, condition = enraged },
	},
	resolve = enrage_self,
	reap = enrage_self,
}
