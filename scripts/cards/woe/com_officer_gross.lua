-- Com. Officer Gross (WoE 341): Play: You may search your deck for Com. Officer Hings, reveal
-- it and put it into your hand; shuffle your deck. Fight/Reap: Give a +1 power counter to
-- each creature between Hings and Gross.
local function boost(ctx)
	local between = ctx:rule("creatures_between", ctx.this, "Com. Officer Hings")
	for _, creature in ipairs(between) do
		ctx:add_counter(creature, "power", 1)
	end
end

return {
	resolve = function(ctx)
		ctx:search({ name = "Com. Officer Hings", count = 1, to = "hand", reveal = true })
	end,
	fight = boost,
	reap = boost,
}
