-- Young Peacekeeper: Foster (the rules script's keyword trigger). +1 power and +1 life as
-- long as it's fostered. Class Bonus: Floating Memory (paid with from the graveyard).
local function fostered(ctx)
	return ctx.this:has_status("fostered")
end

return {
	statics = {
		{ stat = "power", increase = 1, condition = fostered, self_only = true },
		{ stat = "life", increase = 1, condition = fostered, self_only = true },
	},
}
