-- Tome of Sacred Lightning: [Element Bonus] you may banish a Book regalia you control to
-- activate this card from your material deck; if you do, it enters the field with all
-- abilities of the banished card. [Class Bonus] REST: banish a card at random from your
-- memory; if a card was banished this way, draw a card.
-- A memory-cost card is activated only where an effect allows it: its own constant ability,
-- from the material deck, with the element bonus; the activation needs the Book's banishment
-- (the optional cost "book", checked as declared; the engine offers it to a materialization
-- too, where it is refused). As it resolves it gains the banished
-- card's abilities (RULE-GAINED-1), which it keeps as it enters the field (RULE-GAINED-2):
-- only the card this Tome's own activation banished (CR, Banishment 3).
return {
	statics = {
		{
			allow = "activate",
			from = { "material_deck" },
			condition = function(ctx)
				return ctx:rule("element_bonus")
			end,
			applies_to = function(ctx, card)
				return card == ctx.this
			end,
		},
	},
	legal = function(ctx)
		local activated = ctx.kind == "activation"
		if activated and not ctx:declared("book") then
			return false, "it is activated by banishing a Book regalia you control"
		end
		-- Materialized, it is played as any regalia: the Book is banished only to activate it.
		if not activated and ctx:declared("book") then
			return false, "a Book regalia is banished only to activate it"
		end
		return true
	end,
	resolve = function(ctx)
		if not ctx:paid("book") then
			return
		end
		for _, card in ipairs(ctx:moved_for_cost()) do
			ctx:gain_abilities(ctx.this, card)
		end
	end,
	activated = {
		study = {
			legal = function(ctx)
				if ctx:rule("class_bonus") then
					return true
				end
				return false, "class bonus: your champion is not a mage"
			end,
			resolve = function(ctx)
				local memory = ctx:objects({ zone = "memory", controller = "you" })
				if #memory == 0 then
					return
				end
				if ctx:move(memory[ctx:random(#memory)], "banishment") then
					ctx:draw(1)
				end
			end,
		},
	},
}
