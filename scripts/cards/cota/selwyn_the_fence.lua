-- Selwyn the Fence (CotA 309): Fight/Reap: Move 1 æmber from one of your cards in play to
-- your pool. Only cards holding æmber are offered; with none, nothing happens.
local function fence(ctx)
	local holders = {}
	for _, card in ipairs(ctx:objects({ controller = "you" })) do
		if card:counter("amber") > 0 then
			table.insert(holders, card)
		end
	end
	local card = ctx:choose({ prompt = "Move 1 æmber from which card?", objects = holders })[1]
	if card ~= nil then
		ctx:add_counter(card, "amber", -1)
		ctx:gain(ctx.controller, "amber", 1)
	end
end

return {
	fight = fence,
	reap = fence,
}
