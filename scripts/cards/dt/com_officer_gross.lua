-- Com. Officer Gross (DT 251): Play: You may search your deck for Com. Officer Hings,
-- reveal it, and put it into your hand; shuffle your deck. Fight/Reap: Give a +1 power
-- counter to each creature between Com. Officer Hings and Com. Officer Gross (the rules
-- term `between_partner`).
local function pump_between(ctx)
	for _, creature in ipairs(ctx:rule("between_partner", "com_officer_hings")) do
		ctx:add_counter(creature, "power", 1)
	end
end

return {
	resolve = function(ctx)
		ctx:search({ card = "com_officer_hings", count = 1, to = "hand", reveal = true })
	end,
	fight = pump_between,
	reap = pump_between,
}
