-- Smash with Obelisk: an attack card (the rules script makes the champion attack with
-- it); as an additional cost, sacrifice a domain you control (its data). It gets +X
-- POWER, X the reserve cost of the sacrificed domain: read from the domain as it was
-- sacrificed (last-known: a sacrificed Obelisk token has ceased to exist) while the card
-- is on the stack, and remembered as it resolves, so that it still knows X in the intent.
local function sacrificed_cost(ctx)
	local n = 0
	for _, card in ipairs(ctx:moved_for_cost()) do
		if card:has_type("domain") then
			n += card:printed_cost() or 0
		end
	end
	return n
end

local function x(ctx)
	local kept = ctx.this:remembered("sacrificed_cost")[1]
	if kept ~= nil then
		return tonumber(kept) or 0
	end
	return sacrificed_cost(ctx)
end

return {
	statics = {
		{
			stat = "power",
			increase = x,
			self_only = true,
			from = { "stack", "intent" },
		},
	},
	resolve = function(ctx)
		ctx:remember(ctx.this, "sacrificed_cost", tostring(sacrificed_cost(ctx)))
	end,
}
