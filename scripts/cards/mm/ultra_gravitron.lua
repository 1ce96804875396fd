-- Ultra Gravitron (MM 125), the bottom half of a gigantic creature (the rules script joins
-- the top half): Play: Archive the top 5 cards of your deck. Fight/Reap: Discard a card from
-- your archives. If you do, purge a creature and resolve each of its bonus icons as if you
-- had played it.
local function fight_or_reap(ctx)
	local archives = ctx:objects({ zone = "archives", controller = "you" })
	local card = ctx:choose({ prompt = "Discard which card from your archives?", objects = archives })[1]
	if card == nil or #ctx:discard({ card }) == 0 then
		return
	end
	local creatures = ctx:objects({ zone = "battleline", controller = "any" })
	local pick = ctx:choose({ prompt = "Purge which creature?", objects = creatures })[1]
	if pick ~= nil then
		ctx:rule("purge_and_resolve_icons", pick)
	end
end

return {
	resolve = function(ctx)
		for _, card in ipairs(ctx:top(5)) do
			ctx:move(card, "archives")
		end
	end,
	fight = fight_or_reap,
	reap = fight_or_reap,
}
