-- Fabled Azurite Fatestone (the default face of Seiryuu, Azure Dragon): Immortality,
-- Spellshroud (printed only). [Guo Jia Bonus] At the beginning of your end phase, you may
-- banish a card at random from your memory; if you do, draw a card. [Guo Jia Bonus]
-- Whenever you banish a card from your memory, put a quest counter on your champion.
-- REST: you may remove ten quest counters from your champion; if you do, wake it up and
-- transform it. "At random" is the game's seeded RNG (ctx:random): nobody chooses.

local function guo_jia(ctx)
	return ctx:rule("lineage_bonus", "guo_jia")
end

return {
	conditions = {
		-- Seiryuu's permissions on a generated Arcane Blast (see seiryuu_azure_dragon.lua)
		-- outlast Seiryuu turning back into this face.
		while_banished = function(_ctx)
			return true
		end,
	},
	triggers = {
		{
			on = "phase_began",
			label = "[Guo Jia Bonus] banish a card at random from your memory to draw a card",
			applies = function(ctx, event)
				return event.phase == "end" and ctx.controller:is_turn_player() and guo_jia(ctx)
			end,
			resolve = function(ctx)
				local memory = ctx:look({ zone = "memory", controller = "you" })
				if #memory == 0 then
					return
				end
				local yes = ctx:choose({
					prompt = "banish a card at random from your memory to draw a card?",
					options = { "yes", "no" },
					min = 1,
					max = 1,
				})[1] == "yes"
				if yes and ctx:banish(memory[ctx:random(#memory)]) then
					ctx:draw(1)
				end
			end,
		},
		{
			on = "moved",
			label = "[Guo Jia Bonus] a quest counter on your champion",
			applies = function(ctx, event)
				return event.from == "memory"
					and event.to == "banishment"
					and event.object:owner() == ctx.controller
					and guo_jia(ctx)
			end,
			resolve = function(ctx)
				ctx:rule("quest_counter")
			end,
		},
	},
	activated = {
		transform = {
			resolve = function(ctx)
				ctx:rule("quest_transform", 10)
			end,
		},
	},
}
