-- Arisanna, Master Alchemist: Arisanna lineage. On Enter: gather twice. Inherited Effect:
-- at the beginning of your end phase, you may sacrifice two Herbs with the same name; if
-- you do, draw a card. The inherited trigger works while the card is part of the lineage:
-- the champion on the field or a card of its inner lineage (`from`; CR, Inherited Effect).
local function pairs_of_herbs(ctx)
	local by_name, names = {}, {}
	for _, herb in ipairs(ctx:objects({ zone = "field", subtype = "herb", controller = "you" })) do
		local name = herb:name()
		if by_name[name] == nil then
			by_name[name] = {}
			names[#names + 1] = name
		end
		table.insert(by_name[name], herb)
	end
	local options = {}
	for _, name in ipairs(names) do
		if #by_name[name] >= 2 then
			options[#options + 1] = name
		end
	end
	return options, by_name
end

return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: gather twice",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				ctx:rule("gather")
				ctx:rule("gather")
			end,
		},
		{
			on = "phase_began",
			from = { "field", "lineage" },
			label = "Inherited Effect: sacrifice two Herbs of one name to draw",
			applies = function(ctx, event)
				return event.phase == "end" and ctx.controller:is_turn_player()
			end,
			resolve = function(ctx)
				local options, by_name = pairs_of_herbs(ctx)
				if #options == 0 then
					return
				end
				options[#options + 1] = "decline"
				local pick = ctx:choose({
					prompt = "Sacrifice two Herbs of the same name to draw?",
					options = options,
				})[1]
				if pick == nil or pick == "decline" then
					return
				end
				local gone = 0
				for i = 1, 2 do
					if ctx:move(by_name[pick][i], "graveyard") then
						gone += 1
					end
				end
				if gone == 2 then
					ctx:draw(1)
				end
			end,
		},
	},
}
