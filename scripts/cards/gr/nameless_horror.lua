-- Nameless Horror (GR 195): Poison (data). While you are haunted, Nameless Horror gains
-- elusive and skirmish.
local function haunted(ctx)
	return ctx:rule("haunted")
end

return {
	statics = {
		{ grant = "elusive", self_only = true, condition = haunted },
		{ grant = "skirmish", self_only = true, condition = haunted },
	},
}
